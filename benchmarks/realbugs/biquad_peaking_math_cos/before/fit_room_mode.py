import jax.numpy as jnp

from autoeq.biquad import PeakingEQ
from autoeq.fitting import ResponseFitter


def main():
    """Fit one peaking filter to a measured room-mode boost of +6 dB at 120 Hz."""
    freqs = jnp.geomspace(20.0, 2000.0, 200)
    eq = PeakingEQ()
    measured = eq.response_db({"log_freq": jnp.log(120.0), "log_q": jnp.log(2.0), "gain_db": 6.0}, freqs)
    fitter = ResponseFitter(eq, freqs, measured)
    start = {"log_freq": jnp.log(100.0), "log_q": jnp.log(1.0), "gain_db": 3.0}
    params, loss = fitter.fit({name: jnp.asarray(value) for name, value in start.items()})
    freq, gain = float(jnp.exp(params["log_freq"])), float(params["gain_db"])
    print(f"fitted {freq:.1f} Hz, {gain:+.2f} dB (loss {loss:.4f})")
    return freq, gain


if __name__ == "__main__":
    main()
