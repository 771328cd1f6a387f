import jax

from datatypes import update_state_by_log


@jax.jit
def replay_log(state):
    """Run the scenario to its end by replaying the logged trajectory."""
    for _ in range(state.remaining_timesteps):  # expect: JXL105
        state = update_state_by_log(state, num_steps=1)
    return state
