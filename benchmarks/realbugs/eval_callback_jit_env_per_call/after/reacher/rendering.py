"""The evaluation callback: roll the current policy out once and keep its trajectory for a video."""

import jax
import jax.numpy as jnp


def make_policy_params_fn(env, episode_length, trajectories):
    jit_reset = jax.jit(env.reset)
    jit_step = jax.jit(env.step)
    inference_fns = {}

    def policy_params_fn(current_step, make_policy, params):
        if make_policy not in inference_fns:
            inference_fns[make_policy] = jax.jit(lambda p, obs: make_policy(p)(obs))
        jit_inference_fn = inference_fns[make_policy]
        state = jit_reset(jax.random.PRNGKey(current_step))
        positions = [state.pos]
        for _ in range(episode_length):
            state = jit_step(state, jit_inference_fn(params, state.obs))
            positions.append(state.pos)
        trajectories.append((current_step, jnp.stack(positions)))
        return trajectories[-1][1]

    return policy_params_fn
