import jax
import jax.numpy as jnp

from joyenv.env import PointMassJoystick
from joyenv.wrappers import RenderStateWrapper


def make_env():
    return RenderStateWrapper(PointMassJoystick())


def policy(params, obs):
    return jnp.tanh(obs @ params)


def train(env, num_steps=20):
    jit_reset = jax.jit(env.reset)
    jit_step = jax.jit(env.step)
    params = jnp.zeros((4, 2))
    state = jit_reset(jax.random.PRNGKey(0))
    total = 0.0
    for _ in range(num_steps):
        state = jit_step(state, policy(params, state.obs))
        total += float(state.reward)
    return params, state, total
