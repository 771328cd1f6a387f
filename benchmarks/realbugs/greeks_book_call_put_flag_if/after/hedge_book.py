from optbook.book import OptionBook


def build_book():
    strikes = [90.0, 100.0, 110.0, 90.0, 100.0, 110.0]
    expiries = [0.5, 1.0, 1.0, 0.5, 1.0, 1.0]
    is_call = [True, True, True, False, False, False]
    quantities = [10.0, -5.0, 3.0, 4.0, 2.0, -1.0]
    return OptionBook(strikes, expiries, is_call, quantities)


def main(spot=100.0, rate=0.01, vol=0.2):
    book = build_book()
    prices = book.prices(spot, rate, vol)
    greeks = book.greeks(spot, rate, vol)
    print("value", book.portfolio_value(spot, rate, vol), "hedge", book.hedge_ratio(spot, rate, vol))
    return prices, greeks


if __name__ == "__main__":
    main()
