import jax.numpy as jnp


def waveguide_s(wl, length, neff=2.4):
    """Two-port S-matrix of a lossless waveguide, one matrix per wavelength."""
    phase = 2 * jnp.pi * neff * length / wl
    t = jnp.exp(1j * phase)
    zero = jnp.zeros_like(t)
    return jnp.stack([jnp.stack([zero, t], -1), jnp.stack([t, zero], -1)], -2)


def coupler_s(wl, coupling=0.5):
    """Four-port directional coupler (ports 0, 1 in; 2, 3 out)."""
    k = jnp.sqrt(coupling) * jnp.ones_like(wl)
    t = jnp.sqrt(1 - coupling) * jnp.ones_like(wl)
    z = jnp.zeros_like(wl)
    rows = [[z, z, t, 1j * k], [z, z, 1j * k, t], [t, 1j * k, z, z], [1j * k, t, z, z]]
    return jnp.stack([jnp.stack(r, -1) for r in rows], -2)
