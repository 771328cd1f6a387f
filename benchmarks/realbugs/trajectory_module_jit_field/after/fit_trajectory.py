"""Fit joint-angle trajectories reaching a target path, restarting from several initialisations."""

import equinox as eqx
import jax
import jax.numpy as jnp

from kinematics.arm import planar_arm_fk
from kinematics.model import ForwardKinematicTrajectory

TIMES = jnp.linspace(0.0, 1.0, 16)[:, None]
TARGET = jnp.stack([1.5 + 0.3 * TIMES[:, 0], 0.5 + 0.5 * TIMES[:, 0]], axis=1)


def loss(model, times, target):
    return jnp.mean(jnp.square(jax.vmap(model)(times) - target))


@eqx.filter_jit
def step(model, times, target, lr):
    value, grads = eqx.filter_value_and_grad(loss)(model, times, target)
    params, static = eqx.partition(model, eqx.is_array)
    grads = eqx.filter(grads, eqx.is_array)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return value, eqx.combine(params, static)


def new_model(seed):
    return ForwardKinematicTrajectory(planar_arm_fk, jax.random.PRNGKey(seed))


def optimize(seed, num_steps=50, lr=0.1):
    model = new_model(seed)
    for _ in range(num_steps):
        value, model = step(model, TIMES, TARGET, lr)
    return float(value), model


if __name__ == "__main__":
    results = [optimize(seed)[0] for seed in range(5)]
    print("best restart", min(results))
