from pricing.contracts import Market, Option
from pricing.crr import CRRTree


def main():
    market = Market(spot=100.0, rate=0.05, sigma=0.1)
    tree = CRRTree(n_steps=50)
    prices = {
        "european call": float(tree(market, Option(strike=100.0, maturity=1.0))),
        "european put": float(tree(market, Option(strike=100.0, maturity=1.0, is_call=False))),
        "american put": float(tree(market, Option(strike=100.0, maturity=1.0, is_call=False, american=True))),
    }
    for name, value in prices.items():
        print(f"{name}: {value:.4f}")
    return prices


if __name__ == "__main__":
    main()
