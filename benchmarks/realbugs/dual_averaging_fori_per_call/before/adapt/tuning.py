from jax import grad, lax

from .dual_averaging import dual_averaging


def optimize(f, num_steps=1000):
    """Dual-averaging minimiser of a scalar function; returns the averaged iterate."""
    da_init, da_update = dual_averaging(gamma=0.5)
    init_state = da_init()

    def body_fn(i, state):
        x = state[0]
        g = grad(f)(x)
        return da_update(g, state)

    last_state = lax.fori_loop(0, num_steps, body_fn, init_state)  # expect: JXL504
    return last_state[1]
