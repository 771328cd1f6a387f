import jax
import jax.numpy as jnp

from quakewatch import StaLtaTrigger, TraceBuffer


def synthetic_packets(key, n_packets=40, packet=50, onset=1210):
    t = jnp.arange(n_packets * packet)
    noise = 0.1 * jax.random.normal(key, t.shape)
    event = jnp.where(t >= onset, jnp.exp(-(t - onset) / 150.0) * jnp.sin(0.3 * (t - onset)), 0.0)
    return (noise + event).reshape(n_packets, packet)


def main():
    detector = StaLtaTrigger(short_window=20, long_window=400, threshold=4.0)
    detect = jax.jit(detector.run)
    packets = synthetic_packets(jax.random.PRNGKey(9))
    buffer, onset, peak = detect(TraceBuffer.empty(packets.size), packets)
    return buffer, int(onset), float(peak)


if __name__ == "__main__":
    _, onset, peak = main()
    print(f"trigger at sample {onset}, peak STA/LTA {peak:.1f}")
