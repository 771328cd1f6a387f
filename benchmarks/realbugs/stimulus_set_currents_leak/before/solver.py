import jax


def solve(v0, mem_params, stimuli, dt=0.025):
    """Leaky integrate membrane potentials under the stimuli (forward Euler)."""
    g_leak, e_leak, capacitance = mem_params["g_leak"], mem_params["e_leak"], mem_params["capacitance"]

    def step(v, i_ext):
        dv = (-g_leak * (v - e_leak) + i_ext) / capacitance
        v = v + dt * dv
        return v, v

    _, trace = jax.lax.scan(step, v0, stimuli.currents)
    return trace
