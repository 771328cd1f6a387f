import jax

from mcint.densities import StandardGaussian2D, UniformDisk
from mcint.estimators import ImportanceEstimator


def main(num_samples=200_000):
    estimator = ImportanceEstimator(UniformDisk(), StandardGaussian2D(), num_samples)
    return estimator.estimate(jax.random.PRNGKey(0))


if __name__ == "__main__":
    normaliser, second_moment = main()
    print(f"normaliser {float(normaliser):.4f} (exact 1), E|y|^2 {float(second_moment):.4f} (exact 0.5)")
