import jax.numpy as jnp

from bsgreeks import EuropeanCall, Greeks


def main():
    option = EuropeanCall(strike=100.0, expiry=0.5, rate=0.03)
    spots = jnp.linspace(80.0, 120.0, 9)
    greeks = Greeks(option)
    return option, spots, greeks.delta(spots, 0.2), greeks.vega(spots, 0.2)


if __name__ == "__main__":
    _, spots, delta, vega = main()
    for s, d, v in zip(spots, delta, vega):
        print(f"S={float(s):6.1f} delta={float(d):.4f} vega={float(v):.3f}")
