class EnergyMonitor:
    """Reports how far the total energy has drifted from its starting value."""

    def __init__(self, initial_energy):
        self.initial_energy = initial_energy

    def drift(self, energy):
        return (energy - self.initial_energy) / abs(self.initial_energy)

    def record(self, step, energy):
        print("step", step, "relative energy drift", self.drift(energy))  # expect: JXL201
