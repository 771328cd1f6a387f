from mcladder import Market, StrikeLadder


def main():
    ladder = StrikeLadder(Market(spot=100.0, rate=0.01, vol=0.25, maturity=1.0))
    return ladder, ladder.prices([80.0, 90.0, 100.0, 110.0, 120.0])


if __name__ == "__main__":
    _, prices = main()
    for strike, price in prices.items():
        print(f"K={strike:6.1f}  C={price:.3f}")
