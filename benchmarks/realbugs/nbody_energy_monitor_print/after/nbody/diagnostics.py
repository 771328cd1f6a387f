class EnergyMonitor:
    """Reports the relative drift of the total energy against its initial value."""

    def __init__(self, initial_energy):
        self.initial_energy = initial_energy

    def relative_drift(self, energy):
        return abs((energy - self.initial_energy) / self.initial_energy)

    def report(self, step, energy):
        print(f"[energy] step {step}: E = {energy}, drift = {self.relative_drift(energy)}")
