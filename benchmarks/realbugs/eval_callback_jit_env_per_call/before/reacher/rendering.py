"""The evaluation callback: roll the current policy out once and keep its trajectory for a video."""

import jax
import jax.numpy as jnp


def make_policy_params_fn(env, episode_length, trajectories):
    def policy_params_fn(current_step, make_policy, params):
        jit_inference_fn = jax.jit(make_policy(params))  # expect: JXL502
        jit_reset = jax.jit(env.reset)  # expect: JXL502
        jit_step = jax.jit(env.step)  # expect: JXL502
        state = jit_reset(jax.random.PRNGKey(current_step))
        positions = [state.pos]
        for _ in range(episode_length):
            state = jit_step(state, jit_inference_fn(state.obs))
            positions.append(state.pos)
        trajectories.append((current_step, jnp.stack(positions)))
        return trajectories[-1][1]

    return policy_params_fn
