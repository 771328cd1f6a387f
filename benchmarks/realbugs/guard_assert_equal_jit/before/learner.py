"""Q-learning update on replay batches; every batch must be fully populated (no padding rows)."""

import jax
import jax.numpy as jnp

from guards import assert_equal, assert_shape

BATCH_SIZE = 8
NUM_ACTIONS = 3


def q_values(params, obs):
    return obs @ params["w"] + params["b"]


def td_loss(params, batch):
    q = q_values(params, batch["obs"])
    q_taken = jnp.take_along_axis(q, batch["action"][:, None], axis=1)[:, 0]
    target = batch["reward"] + 0.9 * jnp.max(q_values(params, batch["next_obs"]), axis=1)
    return jnp.mean(batch["mask"] * (q_taken - jax.lax.stop_gradient(target)) ** 2)


def learner_step(params, batch, lr=0.05):
    assert_shape(batch["obs"], (BATCH_SIZE, 4), "obs")
    assert_equal(jnp.sum(batch["mask"]), BATCH_SIZE, "padded batch")
    grads = jax.grad(td_loss)(params, batch)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def sample_batch(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"obs": jax.random.normal(k1, (BATCH_SIZE, 4)), "next_obs": jax.random.normal(k2, (BATCH_SIZE, 4)),
            "action": jax.random.randint(k3, (BATCH_SIZE,), 0, NUM_ACTIONS), "reward": jnp.ones(BATCH_SIZE),
            "mask": jnp.ones(BATCH_SIZE)}


def train(steps=3):
    params = {"w": jnp.zeros((4, NUM_ACTIONS)), "b": jnp.zeros(NUM_ACTIONS)}
    step = jax.jit(learner_step)
    for key in jax.random.split(jax.random.PRNGKey(0), steps):
        params = step(params, sample_batch(key))
    return params


if __name__ == "__main__":
    print(train())
