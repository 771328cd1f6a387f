import jax.numpy as jnp


def q_value(params, obs, action):
    features = jnp.concatenate([obs, action], axis=-1)
    return jnp.tanh(features @ params["w1"]) @ params["w2"]


def critic_loss(params, batch, discount=0.99):
    q = q_value(params, batch["obs"], batch["action"])
    target = batch["reward"] + discount * (1.0 - batch["done"]) * batch["next_value"]
    return jnp.mean((q - target) ** 2)
