import jax
import jax.numpy as jnp

from cosmolite import load_emulator

emulator = load_emulator()
fiducial = {"omega_cdm": 0.12, "omega_b": 0.0224, "h": 0.68}
data = emulator.predict(jnp.array([fiducial[name] for name in emulator.parameter_names]))
noise = 0.05


@jax.jit
def log_likelihood(omega_cdm, omega_b, h):
    spectrum = emulator.predict({"omega_cdm": omega_cdm, "omega_b": omega_b, "h": h})
    return -0.5 * jnp.sum((spectrum - data) ** 2) / noise ** 2
