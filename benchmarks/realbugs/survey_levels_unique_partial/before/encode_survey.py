"""Encode the household survey for the regression model."""

import jax.numpy as jnp

from features.pipeline import FeaturePipeline


def load_tables():
    train = {"region": jnp.array([0, 2, 1, 2, 0, 3]), "income": jnp.array([31.0, 45.0, 28.0, 52.0, 39.0, 60.0])}
    test = {"region": jnp.array([3, 1, 0]), "income": jnp.array([41.0, 35.0, 50.0])}
    return train, test


def main():
    train, test = load_tables()
    pipeline = FeaturePipeline(train, categorical=["region"], numeric=["income"])
    design = pipeline.transform(test)
    print(design)
    return design


if __name__ == "__main__":
    main()
