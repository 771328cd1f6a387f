"""Standardise the training photometry as the flow's trainer sees it."""

import jax

from flowprep.prepare import BatchPreparer


def main():
    magnitudes = 22.0 + jax.random.normal(jax.random.PRNGKey(0), (256, 4)) * jax.numpy.array([1.0, 0.8, 0.7, 0.9])
    preparer = BatchPreparer(magnitudes)
    prepared = preparer(magnitudes)
    print("column means:", prepared.mean(axis=0))
    return prepared


if __name__ == "__main__":
    main()
