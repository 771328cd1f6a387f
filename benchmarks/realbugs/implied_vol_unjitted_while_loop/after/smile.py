from quant.black_scholes import call_price
from quant.implied import implied_volatility


def quoted_chain(spot=120.0, rate=0.03, maturity=0.5):
    """Call quotes generated from a known smile, sigma(K) = 0.2 + 0.1 (K / S - 1)^2."""
    strikes = [90.0, 100.0, 110.0, 120.0, 130.0, 140.0, 150.0]
    return [(k, float(call_price(spot, k, rate, 0.2 + 0.1 * (k / spot - 1.0) ** 2, maturity))) for k in strikes]


def main(spot=120.0, rate=0.03, maturity=0.5):
    smile = {}
    for strike, price in quoted_chain(spot, rate, maturity):
        smile[strike] = float(implied_volatility(price, spot, strike, rate, maturity))
        print(f"K = {strike:5.1f}: implied volatility {smile[strike]:.4f}")
    return smile


if __name__ == "__main__":
    main()
