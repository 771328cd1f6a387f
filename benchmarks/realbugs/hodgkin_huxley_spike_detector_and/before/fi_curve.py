import jax.numpy as jnp

from hhsim.detect import ThresholdDetector
from hhsim.neuron import HHNeuron
from hhsim.simulate import CurrentClamp


def main(currents=(0.0, 10.0, 20.0)):
    clamp = CurrentClamp(HHNeuron(), ThresholdDetector(threshold=0.0))
    counts = [int(clamp.spike_count(jnp.float32(current))) for current in currents]
    for current, count in zip(currents, counts):
        print(f"I = {current:5.1f} uA/cm^2 -> {count} spikes in 100 ms")
    return counts


if __name__ == "__main__":
    main()
