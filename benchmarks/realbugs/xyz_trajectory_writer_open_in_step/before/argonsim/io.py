def format_frame(symbol, positions, step):
    lines = [f"{positions.shape[0]}", f"step={step}"]
    lines += [f"{symbol} {x:.5f} {y:.5f} {z:.5f}" for x, y, z in positions]
    return "\n".join(lines) + "\n"


class XYZWriter:
    """Appends frames to an .xyz trajectory file readable by VMD and OVITO."""

    def __init__(self, path, symbol="Ar"):
        self.path = path
        self.symbol = symbol
        open(self.path, "w").close()

    def write_frame(self, positions, step):
        with open(self.path, "a") as handle:  # expect: JXL203
            handle.write(format_frame(self.symbol, positions, step))  # expect: JXL203
