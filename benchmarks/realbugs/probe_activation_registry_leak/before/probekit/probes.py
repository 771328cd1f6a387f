"""Linear probes: least-squares readout of a label from a layer's activations."""

import jax.numpy as jnp


def fit_probe(features, labels):
    design = jnp.concatenate([features, jnp.ones((features.shape[0], 1))], axis=1)
    coef, *_ = jnp.linalg.lstsq(design, labels)
    residual = design @ coef - labels
    return 1.0 - jnp.mean(residual ** 2) / jnp.var(labels)
