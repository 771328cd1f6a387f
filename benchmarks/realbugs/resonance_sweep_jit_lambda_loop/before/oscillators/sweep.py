import jax

from oscillators.duffing import steady_amplitude


def resonance_curve(y0, omegas, params):
    amplitudes = []
    for omega in omegas:
        amplitude = jax.jit(lambda y: steady_amplitude(y, omega, params))(y0)  # expect: JXL501
        amplitudes.append(float(amplitude))
    return amplitudes
