import jax
import jax.numpy as jnp


def propagator(hermitian, dt):
    w, V = jnp.linalg.eigh(hermitian)
    return (V * jnp.exp(-1j * w * dt)) @ V.conj().T


@jax.jit
def trotter_evolve(psi0, A, B, total_time, steps):
    """First-order Lie-Trotter: (exp(-i A dt) exp(-i B dt))^r psi0; the step count is traced, one compilation."""
    dt = total_time / steps
    step = propagator(A, dt) @ propagator(B, dt)
    return jax.lax.fori_loop(0, steps, lambda _, psi: step @ psi, psi0)


def exact_evolve(psi0, A, B, total_time):
    return propagator(A + B, total_time) @ psi0
