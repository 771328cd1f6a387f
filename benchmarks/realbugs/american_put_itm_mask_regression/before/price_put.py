import jax

from amerput import ContinuationRegression, GeometricBrownianMotion, LongstaffSchwartz


def main(num_paths=40_000):
    process = GeometricBrownianMotion(spot=36.0, rate=0.06, vol=0.2)
    pricer = LongstaffSchwartz(process, ContinuationRegression(degree=3, scale=40.0),
                               strike=40.0, maturity=1.0, num_dates=50)
    return pricer.price(jax.random.PRNGKey(10), num_paths)


if __name__ == "__main__":
    print(f"American put {float(main()):.3f}")
