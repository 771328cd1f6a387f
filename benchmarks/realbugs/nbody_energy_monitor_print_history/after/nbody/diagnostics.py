class EnergyMonitor:
    """Keeps the energy of every step and reports the drift as it goes."""

    def __init__(self, label):
        self.label = label
        self.history = []

    def record(self, step, energy):
        self.history.append(energy)
        print(f"[{self.label}] step {step}: E = {energy}")

    def drift(self):
        return (self.history[-1] - self.history[0]) / abs(self.history[0])
