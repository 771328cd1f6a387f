"""Rings up a small basket."""

from checkout import Cart

PRICES = [2.5, 4.0, 10.0, 0.75]


def main():
    cart = Cart(PRICES, tax_rate=0.2)
    for item, quantity in [(0, 2), (2, 1), (3, 4)]:
        cart.add(item, quantity)
    return cart


if __name__ == "__main__":
    cart = main()
    print(cart.items, cart.total)
