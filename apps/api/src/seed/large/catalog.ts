/**
 * Word lists for the benchmark marketplace. Names are English only: the large seed measures
 * queries, not translations. Prices are US cents.
 */

export interface DishGroup {
  section: string;
  /** [name, description, price in cents, grams or millilitres, liquid?] */
  dishes: [string, string, number, number, boolean?][];
}

export const FOOD_GROUPS: DishGroup[] = [
  {
    section: 'Pizza',
    dishes: [
      ['Pizza Margherita', 'Tomato, mozzarella, basil', 1190, 450],
      ['Pizza Pepperoni', 'Beef pepperoni, mozzarella, tomato', 1390, 480],
      ['Pizza Quattro Formaggi', 'Four cheeses', 1490, 470],
      ['Pizza Diavola', 'Spicy salami, chilli oil', 1390, 480],
      ['Pizza Funghi', 'Mushrooms, thyme, mozzarella', 1290, 460],
      ['Pizza Hawaiian', 'Chicken, pineapple, mozzarella', 1290, 480],
      ['Calzone', 'Ricotta, spinach, mushrooms', 1390, 420],
      ['Pizza Marinara', 'Tomato, garlic, oregano', 990, 400],
    ],
  },
  {
    section: 'Burgers',
    dishes: [
      ['Cheeseburger', 'Beef, cheddar, pickles', 990, 280],
      ['Double Smash Burger', 'Two patties, double cheddar', 1390, 380],
      ['Crispy Chicken Burger', 'Fried chicken, slaw, spicy mayo', 1190, 300],
      ['Veggie Burger', 'Black bean patty, avocado', 1090, 290],
      ['Mushroom Swiss Burger', 'Mushrooms, Swiss cheese', 1290, 320],
      ['BBQ Burger', 'Smoky BBQ sauce, onion rings', 1290, 330],
    ],
  },
  {
    section: 'Sushi',
    dishes: [
      ['California Roll', 'Crab, avocado, cucumber', 1090, 230],
      ['Philadelphia Roll', 'Salmon, cream cheese', 1290, 250],
      ['Spicy Tuna Roll', 'Tuna, chilli mayo', 1190, 220],
      ['Dragon Roll', 'Eel, avocado, unagi sauce', 1490, 260],
      ['Salmon Nigiri', 'Two pieces', 590, 70],
      ['Avocado Maki', 'Six pieces', 690, 160],
      ['Chicken Ramen', 'Broth, noodles, egg', 1290, 550],
    ],
  },
  {
    section: 'Bowls and salads',
    dishes: [
      ['Caesar Salad', 'Romaine, chicken, parmesan', 990, 280],
      ['Greek Salad', 'Feta, olives, tomato', 890, 260],
      ['Poke Bowl', 'Salmon, rice, edamame', 1390, 420],
      ['Quinoa Bowl', 'Quinoa, roasted vegetables', 1090, 380],
      ['Falafel Bowl', 'Falafel, hummus, tabbouleh', 1090, 400],
      ['Chicken Teriyaki Bowl', 'Chicken, rice, teriyaki', 1190, 450],
    ],
  },
  {
    section: 'Grill and wraps',
    dishes: [
      ['Chicken Shawarma Wrap', 'Chicken, garlic sauce, pickles', 790, 320],
      ['Beef Kebab Plate', 'Kebab, rice, salad', 1490, 550],
      ['Mixed Grill', 'Chicken, lamb, kofta', 1990, 650],
      ['Falafel Wrap', 'Falafel, tahini, salad', 690, 280],
      ['Grilled Halloumi', 'Halloumi, lemon, herbs', 890, 200],
      ['Chicken Wings', 'Eight wings, dip', 890, 300],
    ],
  },
  {
    section: 'Pasta',
    dishes: [
      ['Spaghetti Carbonara', 'Egg, pecorino, pepper', 1290, 350],
      ['Penne Arrabbiata', 'Spicy tomato sauce', 1090, 350],
      ['Lasagna', 'Beef ragù, béchamel', 1390, 400],
      ['Fettuccine Alfredo', 'Cream, parmesan', 1190, 350],
      ['Pesto Gnocchi', 'Basil pesto, pine nuts', 1190, 350],
    ],
  },
  {
    section: 'Soups and sides',
    dishes: [
      ['Tomato Soup', 'Roasted tomato, basil', 690, 350],
      ['Chicken Noodle Soup', 'Chicken broth, noodles', 790, 400],
      ['French Fries', 'Sea salt', 390, 150],
      ['Sweet Potato Fries', 'Smoked paprika', 490, 150],
      ['Onion Rings', 'Crispy, with dip', 490, 140],
      ['Garlic Bread', 'Garlic butter, parsley', 450, 150],
    ],
  },
  {
    section: 'Desserts',
    dishes: [
      ['Tiramisu', 'Mascarpone, espresso, cocoa', 690, 150],
      ['Cheesecake', 'Vanilla, berry coulis', 690, 160],
      ['Chocolate Brownie', 'Dark chocolate, walnuts', 550, 120],
      ['Baklava', 'Pistachio, syrup', 590, 140],
      ['Ice Cream', 'Three scoops', 490, 150],
      ['Apple Pie', 'Cinnamon, vanilla sauce', 590, 150],
    ],
  },
  {
    section: 'Drinks',
    dishes: [
      ['Cola', 'Chilled', 290, 330, true],
      ['Lemonade', 'Lemon and mint', 390, 400, true],
      ['Mineral Water', 'Still', 190, 500, true],
      ['Orange Juice', 'Freshly squeezed', 490, 300, true],
      ['Iced Tea', 'Peach', 350, 400, true],
      ['Cappuccino', 'Double shot', 450, 250, true],
    ],
  },
];

export const STORE_GROUPS: DishGroup[] = [
  {
    section: 'Fruit and vegetables',
    dishes: [
      ['Apples', 'Per kilogram', 290, 1000],
      ['Bananas', 'Per kilogram', 190, 1000],
      ['Tomatoes', 'Per kilogram', 390, 1000],
      ['Cucumbers', 'Per kilogram', 290, 1000],
      ['Potatoes', '2 kg bag', 350, 2000],
      ['Avocado', 'Ripe', 150, 200],
    ],
  },
  {
    section: 'Dairy and eggs',
    dishes: [
      ['Milk 2%', 'One litre', 190, 1000, true],
      ['Greek Yogurt', 'Plain', 290, 400],
      ['Butter', 'Salted', 390, 200],
      ['Eggs', 'Dozen', 450, 700],
      ['Cheddar', 'Aged', 490, 250],
    ],
  },
  {
    section: 'Pantry',
    dishes: [
      ['Spaghetti', 'Durum wheat', 190, 500],
      ['Basmati Rice', 'Long grain', 390, 1000],
      ['Olive Oil', 'Extra virgin', 890, 500, true],
      ['Ground Coffee', 'Medium roast', 790, 250],
      ['Orange Juice', 'Not from concentrate', 390, 1000, true],
    ],
  },
];

export const SIZE_OPTIONS: [string, number][] = [
  ['Regular', 0],
  ['Large', 200],
  ['Family', 450],
];

export const EXTRA_OPTIONS: [string, number][] = [
  ['Extra cheese', 150],
  ['Bacon', 200],
  ['Avocado', 150],
  ['Jalapeños', 100],
];

/** Prefixes that keep names unique inside a vendor (1000 products need 17 of them). */
export const DISH_PREFIXES = [
  '',
  'Classic ',
  'Spicy ',
  'Large ',
  'Homestyle ',
  'Double ',
  'Mini ',
  'Family ',
  'Deluxe ',
  'Vegan ',
  'Grilled ',
  'Crispy ',
  'Smoked ',
  'Garden ',
  'Royal ',
  "Chef's ",
  'Mega ',
  'Signature ',
];

export const VENDOR_WORDS_A = [
  'Golden',
  'Blue',
  'Urban',
  'Happy',
  'Little',
  'Red',
  'Green',
  'Silver',
  'Lucky',
  'Royal',
  'Sunny',
  'Corner',
  'Midtown',
  'Harbor',
  'Brooklyn',
  'Empire',
  'Liberty',
  'Hudson',
  'Maple',
  'Park',
  'Union',
  'Central',
  'Grand',
  'Old Town',
  'Riverside',
  'Uptown',
  'Downtown',
  'Metro',
  'Cosmo',
  'Village',
];

export const VENDOR_WORDS_B = [
  'Spoon',
  'Lantern',
  'Oven',
  'Table',
  'Kitchen',
  'Fork',
  'Pot',
  'Plate',
  'Grill',
  'Garden',
  'House',
  'Counter',
  'Bowl',
  'Bistro',
  'Diner',
  'Cellar',
  'Terrace',
  'Pantry',
  'Street',
  'Corner',
];

export const CUISINES = [
  { word: 'Pizza', category: 'pizza', emoji: '1f355' },
  { word: 'Burgers', category: 'burgers', emoji: '1f354' },
  { word: 'Sushi', category: 'sushi', emoji: '1f363' },
  { word: 'Grill', category: 'shawarma', emoji: '1f959' },
  { word: 'Café', category: 'breakfast', emoji: '2615' },
  { word: 'Sweets', category: 'desserts', emoji: '1f370' },
  { word: 'Eatery', category: 'local', emoji: '1f37d' },
] as const;

export const PRODUCT_EMOJI = [
  '1f355',
  '1f354',
  '1f363',
  '1f957',
  '1f959',
  '1f35d',
  '1f372',
  '1f370',
  '1f964',
  '1f35f',
  '1f32e',
  '1f371',
  '1f35c',
  '1f969',
  '1f357',
  '1f950',
  '1f34e',
  '1f34c',
  '1f95b',
  '1f9c0',
];

export const BACKGROUNDS = [
  '#fde68a',
  '#fecaca',
  '#bfdbfe',
  '#bbf7d0',
  '#e9d5ff',
  '#fed7aa',
  '#fbcfe8',
  '#d9f99d',
];
