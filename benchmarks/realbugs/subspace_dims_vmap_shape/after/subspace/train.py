import jax
import jax.numpy as jnp

from subspace.mlp import cross_entropy, init_mlp, mlp
from subspace.projection import Subspace, make_projection

SIZES = (8, 16, 3)


def subspace_learning(key, subspace_dim, x, labels, n_epochs=20, lr=0.5):
    init_key, proj_key = jax.random.split(key)
    anchor = init_mlp(init_key, SIZES)
    full_dim = sum(p.size for layer in anchor for p in layer.values())
    space = Subspace(anchor, make_projection(proj_key, subspace_dim, full_dim))

    def loss(coords):
        return cross_entropy(space.params(coords), x, labels)

    coords = jnp.zeros(subspace_dim)
    for _ in range(n_epochs):
        coords = coords - lr * jax.grad(loss)(coords)
    predictions = jnp.argmax(mlp(space.params(coords), x), axis=-1)
    return jnp.mean(predictions == jnp.argmax(labels, axis=-1))
