import jax

from asianmc.ladder import price_ladder


def main(strikes=(90.0, 95.0, 100.0, 105.0, 110.0), s0=100.0, r=0.05, sigma=0.2, T=1.0):
    rows = price_ladder(jax.random.key(0), s0, r, sigma, T, strikes)
    for strike, price, stderr in rows:
        print(f"K = {strike:6.1f}: {price:8.4f} +/- {stderr:.4f}")
    return rows


if __name__ == "__main__":
    main()
