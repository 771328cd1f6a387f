def report(step, energy, initial_energy):
    """The NBabel diagnostics line: energy and relative energy error."""
    error = (energy - initial_energy) / initial_energy
    print(f"step {step}: energy {energy:.6f} relative error {error:.2e}")
