from opsys import compile_rhs

SIR = compile_rhs(
    ("S", "I", "R"),
    {
        "S": "-beta * S * I",
        "I": "beta * S * I - gamma * I",
        "R": "gamma * I",
    },
)
