import jax
import jax.numpy as jnp

from denoiser import forward


def loss(params, clean, noisy):
    return jnp.mean((forward.apply(params, noisy) - clean) ** 2)


@jax.jit
def step(params, clean, noisy):
    grads = jax.grad(loss)(params, clean, noisy)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


def train(steps=5, seed=0):
    key = jax.random.PRNGKey(seed)
    clean = jax.random.normal(key, (8, 4))
    noisy = clean + 0.1 * jax.random.normal(jax.random.fold_in(key, 1), clean.shape)
    params = forward.init(key, noisy)
    for _ in range(steps):
        params = step(params, clean, noisy)
    return params, noisy


def evaluate(params, noisy):
    return forward.apply(params, noisy)


if __name__ == "__main__":
    params, noisy = train()
    print(evaluate(params, noisy))
