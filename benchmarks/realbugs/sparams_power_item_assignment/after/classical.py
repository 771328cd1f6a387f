import jax
import jax.numpy as jnp


class ClassicalSim:
    """Output powers of a circuit for light injected at one input port."""

    def __init__(self, s_params, input_port, output_ports):
        self.s_params = s_params
        self.input_port = input_port
        self.output_ports = list(output_ports)
        self._run_jit = jax.jit(self.run)

    def run(self, wl):
        s = self.s_params(wl)
        powers = jnp.zeros((wl.shape[0], len(self.output_ports)))
        for i, port in enumerate(self.output_ports):
            powers = powers.at[:, i].set(jnp.abs(s[:, port, self.input_port]) ** 2)
        return powers

    def sweep(self, wl):
        return self._run_jit(wl)
