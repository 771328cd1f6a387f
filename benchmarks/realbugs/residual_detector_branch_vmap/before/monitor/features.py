import jax.numpy as jnp


def window_residual(window):
    # Tri-axial sensors are reduced to their magnitude; single-channel ones are used as they are.
    if window.shape[-1] == 3:
        signal = jnp.linalg.norm(window, axis=-1)
    else:
        signal = window[..., 0]
    return signal - jnp.mean(signal)
