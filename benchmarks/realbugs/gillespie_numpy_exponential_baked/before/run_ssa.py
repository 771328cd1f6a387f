import jax.numpy as jnp
import numpy as np

from genexpr.model import BirthDeath
from genexpr.ssa import GillespieSimulator


def main(num_events=3000):
    np.random.seed(7)
    simulator = GillespieSimulator(BirthDeath(transcription_rate=20.0, decay_rate=1.0), num_events)
    return simulator.simulate(jnp.asarray(0))


if __name__ == "__main__":
    times, counts, reactions = main()
    print(float(times[-1]), float(counts[1000:].mean()))
