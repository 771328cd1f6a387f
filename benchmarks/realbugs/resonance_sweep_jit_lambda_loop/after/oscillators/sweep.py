import jax

from oscillators.duffing import steady_amplitude


_steady_amplitude = jax.jit(steady_amplitude)


def resonance_curve(y0, omegas, params):
    amplitudes = []
    for omega in omegas:
        amplitude = _steady_amplitude(y0, omega, params)
        amplitudes.append(float(amplitude))
    return amplitudes
