import itertools

import jax.numpy as jnp


def polynomial_library(X, names=("x", "y", "z"), degree=2):
    """Columns 1, x, y, z, x^2, xy, ... up to `degree`, and their names."""
    columns, labels = [jnp.ones(X.shape[0])], ["1"]
    for d in range(1, degree + 1):
        for combo in itertools.combinations_with_replacement(range(X.shape[1]), d):
            columns.append(jnp.prod(X[:, list(combo)], axis=1))
            labels.append(" ".join(names[i] for i in combo))
    return jnp.stack(columns, axis=1), labels
