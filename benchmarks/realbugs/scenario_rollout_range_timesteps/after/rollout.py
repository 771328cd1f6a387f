import jax

from datatypes import update_state_by_log


def _replay_one(_, state):
    return update_state_by_log(state, num_steps=1)


@jax.jit
def replay_log(state):
    """Run the scenario to its end by replaying the logged trajectory."""
    return jax.lax.fori_loop(0, state.remaining_timesteps, _replay_one, state)
