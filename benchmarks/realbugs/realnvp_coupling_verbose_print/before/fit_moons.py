import argparse

import jax
import jax.numpy as jnp

from nvpflow.flow import RealNVP
from nvpflow.train import MaximumLikelihood


def moons(key, n):
    t_key, s_key, n_key = jax.random.split(key, 3)
    theta = jax.random.uniform(t_key, (n,)) * jnp.pi
    upper = jax.random.bernoulli(s_key, 0.5, (n,))
    x = jnp.where(upper, jnp.cos(theta), 1 - jnp.cos(theta))
    y = jnp.where(upper, jnp.sin(theta), 0.5 - jnp.sin(theta))
    return jnp.stack([x, y], -1) + 0.05 * jax.random.normal(n_key, (n, 2))


def main(steps=500, verbose=False, seed=0):
    flow = RealNVP(verbose=verbose)
    trainer = MaximumLikelihood(flow)
    key = jax.random.PRNGKey(seed)
    key, init_key = jax.random.split(key)
    params = flow.init(init_key)
    losses = []
    for _ in range(steps):
        key, data_key = jax.random.split(key)
        params, loss = trainer.step(params, moons(data_key, 256))
        losses.append(float(loss))
    return flow, params, losses


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=500)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    _, _, history = main(args.steps, args.verbose)
    print(f"final negative log-likelihood {history[-1]:.3f}")
