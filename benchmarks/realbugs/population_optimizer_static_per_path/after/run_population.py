import jax
import jax.numpy as jnp

from evolve.train import train_generation


def make_paths(key, count=3, dim=4, hidden=8):
    paths = []
    for k in jax.random.split(key, count):
        k1, k2 = jax.random.split(k)
        params = {"w1": jax.random.normal(k1, (dim, hidden)) * 0.3, "w2": jax.random.normal(k2, (hidden,)) * 0.3}
        paths.append({"params": params, "hparams": {"lr": 0.05}})
    return paths


def make_data(key, n=32, dim=4):
    x = jax.random.normal(key, (n, dim))
    return x, jnp.sin(x[:, 0])


def main(generations=2):
    paths = make_paths(jax.random.PRNGKey(0))
    x, y = make_data(jax.random.PRNGKey(1))
    for _ in range(generations):
        paths = train_generation(paths, x, y, steps=3)
    return paths


if __name__ == "__main__":
    main()
