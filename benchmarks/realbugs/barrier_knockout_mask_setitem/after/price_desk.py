import jax

from exotics.barrier import price_up_and_out_put
from exotics.contracts import Market, UpAndOutPut


def main():
    market = Market(spot=100.0, rate=0.01, vol=0.2)
    key = jax.random.PRNGKey(11)
    prices = {}
    for barrier in (110.0, 125.0, 1e6):
        price, stderr = price_up_and_out_put(key, UpAndOutPut(strike=100.0, barrier=barrier, maturity=1.0), market)
        prices[barrier] = float(price)
        print(f"barrier {barrier:>9.1f}: {float(price):.3f} +/- {float(stderr):.3f}")
    return prices


if __name__ == "__main__":
    main()
