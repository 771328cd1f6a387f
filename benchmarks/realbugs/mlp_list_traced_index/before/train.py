import equinox as eqx
import jax
import jax.numpy as jnp

from routing import make_ensemble


@eqx.filter_jit
def loss(ensemble, member_ids, xs, ys):
    return jnp.mean((ensemble(member_ids, xs) - ys) ** 2)


@eqx.filter_jit
def step(ensemble, member_ids, xs, ys):
    grads = eqx.filter_grad(loss)(ensemble, member_ids, xs, ys)
    return eqx.apply_updates(ensemble, jax.tree_util.tree_map(lambda g: -0.05 * g, grads))


def train(num_members=4, steps=3, seed=0):
    key = jax.random.PRNGKey(seed)
    ensemble = make_ensemble(key, num_members)
    xs = jax.random.normal(key, (16, 3))
    ys = jnp.sum(xs, axis=-1, keepdims=True)
    member_ids = jnp.arange(16) % num_members
    for _ in range(steps):
        ensemble = step(ensemble, member_ids, xs, ys)
    return loss(ensemble, member_ids, xs, ys)


if __name__ == "__main__":
    print(train())
