"""Generator and discriminator, and an optimizer object that owns its state."""

import equinox as eqx
import jax

import minioptim


class Generator(eqx.Module):
    hidden: eqx.nn.Linear
    out: eqx.nn.Linear

    def __init__(self, latent, features, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(latent, 16, key=k1)
        self.out = eqx.nn.Linear(16, features, key=k2)

    def __call__(self, z):
        return self.out(jax.nn.relu(self.hidden(z)))


class Discriminator(eqx.Module):
    hidden: eqx.nn.Linear
    score: eqx.nn.Linear

    def __init__(self, features, key):
        k1, k2 = jax.random.split(key)
        self.hidden = eqx.nn.Linear(features, 16, key=k1)
        self.score = eqx.nn.Linear(16, "scalar", key=k2)

    def __call__(self, x):
        return self.score(jax.nn.leaky_relu(self.hidden(x)))


class Optimizer(eqx.Module):
    """The transformation and its state, updated together like flax's nnx.Optimizer."""

    tx: minioptim.GradientTransformation
    state: tuple

    def __init__(self, model, tx):
        self.tx = tx
        self.state = tx.init(eqx.filter(model, eqx.is_array))

    def apply(self, model, grads):
        updates, state = self.tx.update(grads, self.state)
        return eqx.apply_updates(model, updates), eqx.tree_at(lambda o: o.state, self, state)
