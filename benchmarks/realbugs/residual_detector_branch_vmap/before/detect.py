import jax

from monitor import ResidualDetector


def main():
    windows = jax.random.normal(jax.random.PRNGKey(0), (8, 50, 3))
    windows = windows.at[3].multiply(4.0)
    detector = ResidualDetector(threshold=40.0)
    return detector.score_batch(windows)


if __name__ == "__main__":
    print(main())
