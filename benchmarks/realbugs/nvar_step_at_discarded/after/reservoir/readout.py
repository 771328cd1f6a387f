import jax.numpy as jnp


class Ridge:
    def __init__(self, ridge=1e-4):
        self.ridge = ridge

    def fit(self, features, targets):
        gram = features.T @ features + self.ridge * jnp.eye(features.shape[1])
        return jnp.linalg.solve(gram, features.T @ targets)
