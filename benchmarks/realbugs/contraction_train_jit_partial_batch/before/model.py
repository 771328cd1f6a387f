from functools import partial

import jax
import jax.numpy as jnp


class MatrixProductClassifier:
    def __init__(self, n_features, bond_dim=4, learning_rate=0.05):
        self.n_features = n_features
        self.bond_dim = bond_dim
        self.learning_rate = learning_rate

    def init(self, key):
        cores = jax.random.normal(key, (self.n_features, 2, self.bond_dim, self.bond_dim)) * 0.3
        return {"cores": cores + jnp.eye(self.bond_dim)}

    def _embed(self, x):
        return jnp.stack([jnp.cos(jnp.pi * x / 2), jnp.sin(jnp.pi * x / 2)], axis=-1)

    def predict(self, params, x):
        phi = self._embed(x)

        def contract(carry, site):
            core, local = site
            return carry @ jnp.einsum("p,pij->ij", local, core), None

        def one(sample):
            out, _ = jax.lax.scan(contract, jnp.eye(self.bond_dim), (params["cores"], sample))
            return jnp.trace(out)

        return jax.vmap(one)(phi)

    def loss(self, params, xb, yb):
        return jnp.mean((jnp.tanh(self.predict(params, xb)) - yb) ** 2)

    def train(self, params, data, targets, epochs=1, batch_size=8):
        history = []
        for _ in range(epochs):
            for start in range(0, data.shape[0], batch_size):
                xb, yb = data[start:start + batch_size], targets[start:start + batch_size]
                loss_and_grad = jax.jit(jax.value_and_grad(partial(self.loss, xb=xb, yb=yb)))  # expect: JXL501
                value, grads = loss_and_grad(params)
                params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
                history.append(value)
        return params, history
