def report(step, energy, initial_energy):
    """The NBabel diagnostics line: energy and relative energy error."""
    error = (energy - initial_energy) / initial_energy
    print(f"step {step}: energy {energy} relative error {error}")  # expect: JXL201
