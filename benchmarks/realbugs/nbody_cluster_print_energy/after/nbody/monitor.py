class EnergyMonitor:
    """Reports how far the total energy has drifted from its starting value."""

    def __init__(self, initial_energy):
        self.initial_energy = initial_energy

    def drift(self, energy):
        return (energy - self.initial_energy) / abs(self.initial_energy)

    def report(self, energies):
        """Host side: one line per step, from the energies the jitted integrator returned."""
        for step, drift in enumerate(self.drift(energies).tolist()):
            print("step", step, "relative energy drift", drift)
